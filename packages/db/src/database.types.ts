export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13"
  }
  public: {
    Tables: {
      access_requests: {
        Row: {
          created_at: string
          decided_at: string | null
          decided_by: string | null
          id: string
          message: string | null
          organization_id: string | null
          path: string
          status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          id?: string
          message?: string | null
          organization_id?: string | null
          path: string
          status?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          id?: string
          message?: string | null
          organization_id?: string | null
          path?: string
          status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "access_requests_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "access_requests_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "access_requests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      achievements: {
        Row: {
          achieved_on: string
          awarded_by: string | null
          created_at: string
          description: string | null
          id: string
          kind: Database["public"]["Enums"]["achievement_kind"]
          milestone_id: string | null
          organization_id: string
          title: string
        }
        Insert: {
          achieved_on: string
          awarded_by?: string | null
          created_at?: string
          description?: string | null
          id?: string
          kind: Database["public"]["Enums"]["achievement_kind"]
          milestone_id?: string | null
          organization_id: string
          title: string
        }
        Update: {
          achieved_on?: string
          awarded_by?: string | null
          created_at?: string
          description?: string | null
          id?: string
          kind?: Database["public"]["Enums"]["achievement_kind"]
          milestone_id?: string | null
          organization_id?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "achievements_milestone_id_fkey"
            columns: ["milestone_id"]
            isOneToOne: false
            referencedRelation: "milestones"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "achievements_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      analytics_events: {
        Row: {
          created_at: string
          event_name: string
          event_type: string
          id: string
          metadata: Json
          organization_id: string | null
          page_path: string | null
          page_title: string | null
          properties: Json
          session_id: string | null
          timestamp: string
          updated_at: string
          user_id: string | null
          visitor_id: string | null
        }
        Insert: {
          created_at?: string
          event_name: string
          event_type: string
          id?: string
          metadata?: Json
          organization_id?: string | null
          page_path?: string | null
          page_title?: string | null
          properties?: Json
          session_id?: string | null
          timestamp?: string
          updated_at?: string
          user_id?: string | null
          visitor_id?: string | null
        }
        Update: {
          created_at?: string
          event_name?: string
          event_type?: string
          id?: string
          metadata?: Json
          organization_id?: string | null
          page_path?: string | null
          page_title?: string | null
          properties?: Json
          session_id?: string | null
          timestamp?: string
          updated_at?: string
          user_id?: string | null
          visitor_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "analytics_events_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "analytics_events_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      applications: {
        Row: {
          answers: Json
          created_at: string
          created_by: string | null
          decided_at: string | null
          decision_note: string | null
          id: string
          organization_id: string
          program_id: string
          status: Database["public"]["Enums"]["application_status"]
          submitted_at: string | null
          updated_at: string
        }
        Insert: {
          answers?: Json
          created_at?: string
          created_by?: string | null
          decided_at?: string | null
          decision_note?: string | null
          id?: string
          organization_id: string
          program_id: string
          status?: Database["public"]["Enums"]["application_status"]
          submitted_at?: string | null
          updated_at?: string
        }
        Update: {
          answers?: Json
          created_at?: string
          created_by?: string | null
          decided_at?: string | null
          decision_note?: string | null
          id?: string
          organization_id?: string
          program_id?: string
          status?: Database["public"]["Enums"]["application_status"]
          submitted_at?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "applications_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "applications_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "applications_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
        ]
      }
      assessment_answers: {
        Row: {
          answered_at: string
          answered_by: string | null
          assessment_id: string
          id: string
          question_id: string
          score: number | null
          value: Json
        }
        Insert: {
          answered_at?: string
          answered_by?: string | null
          assessment_id: string
          id?: string
          question_id: string
          score?: number | null
          value: Json
        }
        Update: {
          answered_at?: string
          answered_by?: string | null
          assessment_id?: string
          id?: string
          question_id?: string
          score?: number | null
          value?: Json
        }
        Relationships: [
          {
            foreignKeyName: "assessment_answers_answered_by_fkey"
            columns: ["answered_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assessment_answers_assessment_id_fkey"
            columns: ["assessment_id"]
            isOneToOne: false
            referencedRelation: "assessments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assessment_answers_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "assessment_questions"
            referencedColumns: ["id"]
          },
        ]
      }
      assessment_questions: {
        Row: {
          bands: Json | null
          created_at: string
          help: string | null
          id: string
          kind: Database["public"]["Enums"]["assessment_question_kind"]
          options: Json | null
          ordinal: number
          prompt: string
          required: boolean
          scale: Database["public"]["Enums"]["assessment_scale"] | null
          section_id: string
          template_id: string
          unit: string | null
          updated_at: string
          weight: number
        }
        Insert: {
          bands?: Json | null
          created_at?: string
          help?: string | null
          id?: string
          kind: Database["public"]["Enums"]["assessment_question_kind"]
          options?: Json | null
          ordinal: number
          prompt: string
          required?: boolean
          scale?: Database["public"]["Enums"]["assessment_scale"] | null
          section_id: string
          template_id: string
          unit?: string | null
          updated_at?: string
          weight?: number
        }
        Update: {
          bands?: Json | null
          created_at?: string
          help?: string | null
          id?: string
          kind?: Database["public"]["Enums"]["assessment_question_kind"]
          options?: Json | null
          ordinal?: number
          prompt?: string
          required?: boolean
          scale?: Database["public"]["Enums"]["assessment_scale"] | null
          section_id?: string
          template_id?: string
          unit?: string | null
          updated_at?: string
          weight?: number
        }
        Relationships: [
          {
            foreignKeyName: "assessment_questions_section_id_fkey"
            columns: ["section_id"]
            isOneToOne: false
            referencedRelation: "assessment_sections"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assessment_questions_template_id_fkey"
            columns: ["template_id"]
            isOneToOne: false
            referencedRelation: "assessment_templates"
            referencedColumns: ["id"]
          },
        ]
      }
      assessment_sections: {
        Row: {
          created_at: string
          description: string | null
          id: string
          name: string
          ordinal: number
          template_id: string
          updated_at: string
          weight: number
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: string
          name: string
          ordinal: number
          template_id: string
          updated_at?: string
          weight?: number
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: string
          name?: string
          ordinal?: number
          template_id?: string
          updated_at?: string
          weight?: number
        }
        Relationships: [
          {
            foreignKeyName: "assessment_sections_template_id_fkey"
            columns: ["template_id"]
            isOneToOne: false
            referencedRelation: "assessment_templates"
            referencedColumns: ["id"]
          },
        ]
      }
      assessment_templates: {
        Row: {
          archived_at: string | null
          created_at: string
          created_by: string | null
          description: string | null
          id: string
          kind: Database["public"]["Enums"]["assessment_template_kind"]
          name: string
          previous_version_id: string | null
          published_at: string | null
          updated_at: string
          version: number
        }
        Insert: {
          archived_at?: string | null
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          kind?: Database["public"]["Enums"]["assessment_template_kind"]
          name: string
          previous_version_id?: string | null
          published_at?: string | null
          updated_at?: string
          version?: number
        }
        Update: {
          archived_at?: string | null
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          kind?: Database["public"]["Enums"]["assessment_template_kind"]
          name?: string
          previous_version_id?: string | null
          published_at?: string | null
          updated_at?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "assessment_templates_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assessment_templates_previous_version_id_fkey"
            columns: ["previous_version_id"]
            isOneToOne: true
            referencedRelation: "assessment_templates"
            referencedColumns: ["id"]
          },
        ]
      }
      assessments: {
        Row: {
          answered_questions: number
          cancelled_at: string | null
          cancelled_by: string | null
          due_on: string
          id: string
          last_reminded_at: string | null
          message: string | null
          organization_id: string
          reminders: number
          sent_at: string
          sent_by: string | null
          startup_organization_id: string
          status: Database["public"]["Enums"]["assessment_status"]
          submitted_at: string | null
          submitted_by: string | null
          template_id: string
          updated_at: string
        }
        Insert: {
          answered_questions?: number
          cancelled_at?: string | null
          cancelled_by?: string | null
          due_on: string
          id?: string
          last_reminded_at?: string | null
          message?: string | null
          organization_id: string
          reminders?: number
          sent_at?: string
          sent_by?: string | null
          startup_organization_id: string
          status?: Database["public"]["Enums"]["assessment_status"]
          submitted_at?: string | null
          submitted_by?: string | null
          template_id: string
          updated_at?: string
        }
        Update: {
          answered_questions?: number
          cancelled_at?: string | null
          cancelled_by?: string | null
          due_on?: string
          id?: string
          last_reminded_at?: string | null
          message?: string | null
          organization_id?: string
          reminders?: number
          sent_at?: string
          sent_by?: string | null
          startup_organization_id?: string
          status?: Database["public"]["Enums"]["assessment_status"]
          submitted_at?: string | null
          submitted_by?: string | null
          template_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "assessments_cancelled_by_fkey"
            columns: ["cancelled_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assessments_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assessments_sent_by_fkey"
            columns: ["sent_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assessments_startup_organization_id_fkey"
            columns: ["startup_organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assessments_submitted_by_fkey"
            columns: ["submitted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "assessments_template_id_fkey"
            columns: ["template_id"]
            isOneToOne: false
            referencedRelation: "assessment_templates"
            referencedColumns: ["id"]
          },
        ]
      }
      audit_log: {
        Row: {
          actor_id: string | null
          created_at: string
          id: string
          new_data: Json | null
          old_data: Json | null
          operation: string
          organization_id: string | null
          row_id: string | null
          table_name: string
        }
        Insert: {
          actor_id?: string | null
          created_at?: string
          id?: string
          new_data?: Json | null
          old_data?: Json | null
          operation: string
          organization_id?: string | null
          row_id?: string | null
          table_name: string
        }
        Update: {
          actor_id?: string | null
          created_at?: string
          id?: string
          new_data?: Json | null
          old_data?: Json | null
          operation?: string
          organization_id?: string | null
          row_id?: string | null
          table_name?: string
        }
        Relationships: []
      }
      background_jobs: {
        Row: {
          attempts: number
          claim_token: string | null
          completed_at: string | null
          created_at: string
          data: Json
          error: string | null
          failed_at: string | null
          id: string
          locked_by: string | null
          locked_until: string | null
          max_attempts: number
          organization_id: string | null
          priority: number
          processed_at: string | null
          result: Json | null
          run_at: string
          status: string
          type: string
          updated_at: string
        }
        Insert: {
          attempts?: number
          claim_token?: string | null
          completed_at?: string | null
          created_at?: string
          data?: Json
          error?: string | null
          failed_at?: string | null
          id?: string
          locked_by?: string | null
          locked_until?: string | null
          max_attempts?: number
          organization_id?: string | null
          priority?: number
          processed_at?: string | null
          result?: Json | null
          run_at?: string
          status?: string
          type: string
          updated_at?: string
        }
        Update: {
          attempts?: number
          claim_token?: string | null
          completed_at?: string | null
          created_at?: string
          data?: Json
          error?: string | null
          failed_at?: string | null
          id?: string
          locked_by?: string | null
          locked_until?: string | null
          max_attempts?: number
          organization_id?: string | null
          priority?: number
          processed_at?: string | null
          result?: Json | null
          run_at?: string
          status?: string
          type?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "background_jobs_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      budget_lines: {
        Row: {
          actual: number | null
          budgeted: number
          category: Database["public"]["Enums"]["budget_category"]
          id: string
          month: string
          note: string | null
          organization_id: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          actual?: number | null
          budgeted: number
          category: Database["public"]["Enums"]["budget_category"]
          id?: string
          month: string
          note?: string | null
          organization_id: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          actual?: number | null
          budgeted?: number
          category?: Database["public"]["Enums"]["budget_category"]
          id?: string
          month?: string
          note?: string | null
          organization_id?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "budget_lines_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "budget_lines_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      cap_round_scenarios: {
        Row: {
          converted_at: string | null
          converted_by: string | null
          converted_on: string | null
          created_at: string
          created_by: string | null
          id: string
          name: string
          organization_id: string
          terms: Json
          updated_at: string
        }
        Insert: {
          converted_at?: string | null
          converted_by?: string | null
          converted_on?: string | null
          created_at?: string
          created_by?: string | null
          id?: string
          name: string
          organization_id: string
          terms: Json
          updated_at?: string
        }
        Update: {
          converted_at?: string | null
          converted_by?: string | null
          converted_on?: string | null
          created_at?: string
          created_by?: string | null
          id?: string
          name?: string
          organization_id?: string
          terms?: Json
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "cap_round_scenarios_converted_by_fkey"
            columns: ["converted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cap_round_scenarios_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cap_round_scenarios_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      cap_table_transactions: {
        Row: {
          acceleration_percent: number | null
          acceleration_trigger:
            | Database["public"]["Enums"]["acceleration_trigger"]
            | null
          amount: number | null
          compensation_type:
            | Database["public"]["Enums"]["equity_compensation_type"]
            | null
          convertible_type:
            | Database["public"]["Enums"]["convertible_type"]
            | null
          created_at: string
          created_by: string | null
          discount_percent: number | null
          effective_on: string
          equity_plan_id: string | null
          expires_on: string | null
          id: string
          interest_rate_percent: number | null
          kind: Database["public"]["Enums"]["cap_transaction_kind"]
          matures_on: string | null
          mfn: boolean | null
          note: string | null
          organization_id: string
          price_per_share: number | null
          pro_rata: boolean | null
          quantity: number | null
          reverses_transaction_id: string | null
          security_id: string
          share_class_id: string | null
          stakeholder_id: string | null
          to_stakeholder_id: string | null
          valuation_cap: number | null
          vesting_starts_on: string | null
          vesting_terms_id: string | null
        }
        Insert: {
          acceleration_percent?: number | null
          acceleration_trigger?:
            | Database["public"]["Enums"]["acceleration_trigger"]
            | null
          amount?: number | null
          compensation_type?:
            | Database["public"]["Enums"]["equity_compensation_type"]
            | null
          convertible_type?:
            | Database["public"]["Enums"]["convertible_type"]
            | null
          created_at?: string
          created_by?: string | null
          discount_percent?: number | null
          effective_on: string
          equity_plan_id?: string | null
          expires_on?: string | null
          id?: string
          interest_rate_percent?: number | null
          kind: Database["public"]["Enums"]["cap_transaction_kind"]
          matures_on?: string | null
          mfn?: boolean | null
          note?: string | null
          organization_id: string
          price_per_share?: number | null
          pro_rata?: boolean | null
          quantity?: number | null
          reverses_transaction_id?: string | null
          security_id: string
          share_class_id?: string | null
          stakeholder_id?: string | null
          to_stakeholder_id?: string | null
          valuation_cap?: number | null
          vesting_starts_on?: string | null
          vesting_terms_id?: string | null
        }
        Update: {
          acceleration_percent?: number | null
          acceleration_trigger?:
            | Database["public"]["Enums"]["acceleration_trigger"]
            | null
          amount?: number | null
          compensation_type?:
            | Database["public"]["Enums"]["equity_compensation_type"]
            | null
          convertible_type?:
            | Database["public"]["Enums"]["convertible_type"]
            | null
          created_at?: string
          created_by?: string | null
          discount_percent?: number | null
          effective_on?: string
          equity_plan_id?: string | null
          expires_on?: string | null
          id?: string
          interest_rate_percent?: number | null
          kind?: Database["public"]["Enums"]["cap_transaction_kind"]
          matures_on?: string | null
          mfn?: boolean | null
          note?: string | null
          organization_id?: string
          price_per_share?: number | null
          pro_rata?: boolean | null
          quantity?: number | null
          reverses_transaction_id?: string | null
          security_id?: string
          share_class_id?: string | null
          stakeholder_id?: string | null
          to_stakeholder_id?: string | null
          valuation_cap?: number | null
          vesting_starts_on?: string | null
          vesting_terms_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "cap_table_transactions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cap_table_transactions_equity_plan_id_fkey"
            columns: ["equity_plan_id"]
            isOneToOne: false
            referencedRelation: "equity_plans"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cap_table_transactions_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cap_table_transactions_reverses_transaction_id_fkey"
            columns: ["reverses_transaction_id"]
            isOneToOne: false
            referencedRelation: "cap_table_transactions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cap_table_transactions_share_class_id_fkey"
            columns: ["share_class_id"]
            isOneToOne: false
            referencedRelation: "share_classes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cap_table_transactions_stakeholder_id_fkey"
            columns: ["stakeholder_id"]
            isOneToOne: false
            referencedRelation: "stakeholders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cap_table_transactions_to_stakeholder_id_fkey"
            columns: ["to_stakeholder_id"]
            isOneToOne: false
            referencedRelation: "stakeholders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cap_table_transactions_vesting_terms_id_fkey"
            columns: ["vesting_terms_id"]
            isOneToOne: false
            referencedRelation: "vesting_terms"
            referencedColumns: ["id"]
          },
        ]
      }
      cms_brand_kits: {
        Row: {
          colors: Json
          created_at: string
          description: string | null
          fonts: Json
          id: string
          logo_url: string | null
          name: string
          updated_at: string
        }
        Insert: {
          colors?: Json
          created_at?: string
          description?: string | null
          fonts?: Json
          id?: string
          logo_url?: string | null
          name: string
          updated_at?: string
        }
        Update: {
          colors?: Json
          created_at?: string
          description?: string | null
          fonts?: Json
          id?: string
          logo_url?: string | null
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      cms_themes: {
        Row: {
          base_theme_id: string | null
          components: Json
          created_at: string
          description: string | null
          id: string
          is_dark: boolean
          metadata: Json
          name: string
          tokens: Json
          updated_at: string
          utilities: Json
        }
        Insert: {
          base_theme_id?: string | null
          components?: Json
          created_at?: string
          description?: string | null
          id?: string
          is_dark?: boolean
          metadata?: Json
          name: string
          tokens?: Json
          updated_at?: string
          utilities?: Json
        }
        Update: {
          base_theme_id?: string | null
          components?: Json
          created_at?: string
          description?: string | null
          id?: string
          is_dark?: boolean
          metadata?: Json
          name?: string
          tokens?: Json
          updated_at?: string
          utilities?: Json
        }
        Relationships: [
          {
            foreignKeyName: "cms_themes_base_theme_id_fkey"
            columns: ["base_theme_id"]
            isOneToOne: false
            referencedRelation: "cms_themes"
            referencedColumns: ["id"]
          },
        ]
      }
      cohort_startups: {
        Row: {
          admitted_at: string
          application_id: string | null
          cohort_id: string
          created_at: string
          graduated_at: string | null
          id: string
          organization_id: string
          status: Database["public"]["Enums"]["cohort_startup_status"]
          updated_at: string
        }
        Insert: {
          admitted_at?: string
          application_id?: string | null
          cohort_id: string
          created_at?: string
          graduated_at?: string | null
          id?: string
          organization_id: string
          status?: Database["public"]["Enums"]["cohort_startup_status"]
          updated_at?: string
        }
        Update: {
          admitted_at?: string
          application_id?: string | null
          cohort_id?: string
          created_at?: string
          graduated_at?: string | null
          id?: string
          organization_id?: string
          status?: Database["public"]["Enums"]["cohort_startup_status"]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "cohort_startups_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cohort_startups_cohort_id_fkey"
            columns: ["cohort_id"]
            isOneToOne: false
            referencedRelation: "cohorts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "cohort_startups_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      cohorts: {
        Row: {
          created_at: string
          demo_day_on: string | null
          ends_on: string | null
          id: string
          name: string
          program_id: string
          starts_on: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          demo_day_on?: string | null
          ends_on?: string | null
          id?: string
          name: string
          program_id: string
          starts_on?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          demo_day_on?: string | null
          ends_on?: string | null
          id?: string
          name?: string
          program_id?: string
          starts_on?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "cohorts_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
        ]
      }
      conversation_members: {
        Row: {
          conversation_id: string
          joined_at: string
          last_read_at: string
          user_id: string
        }
        Insert: {
          conversation_id: string
          joined_at?: string
          last_read_at?: string
          user_id: string
        }
        Update: {
          conversation_id?: string
          joined_at?: string
          last_read_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversation_members_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_members_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      conversations: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          last_message_at: string | null
          organization_id: string | null
          title: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          last_message_at?: string | null
          organization_id?: string | null
          title?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          last_message_at?: string | null
          organization_id?: string | null
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "conversations_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversations_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      data_room_access_log: {
        Row: {
          action: Database["public"]["Enums"]["data_room_access_action"]
          at: string
          document_id: string
          id: string
          organization_id: string
          viewer_organization_id: string | null
          viewer_user_id: string | null
        }
        Insert: {
          action: Database["public"]["Enums"]["data_room_access_action"]
          at?: string
          document_id: string
          id?: string
          organization_id: string
          viewer_organization_id?: string | null
          viewer_user_id?: string | null
        }
        Update: {
          action?: Database["public"]["Enums"]["data_room_access_action"]
          at?: string
          document_id?: string
          id?: string
          organization_id?: string
          viewer_organization_id?: string | null
          viewer_user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "data_room_access_log_document_id_fkey"
            columns: ["document_id"]
            isOneToOne: false
            referencedRelation: "data_room_documents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_room_access_log_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_room_access_log_viewer_organization_id_fkey"
            columns: ["viewer_organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_room_access_log_viewer_user_id_fkey"
            columns: ["viewer_user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      data_room_documents: {
        Row: {
          category: Database["public"]["Enums"]["data_room_category"]
          content_type: string | null
          created_at: string
          expires_at: string | null
          file_size: number | null
          folder_id: string
          id: string
          name: string
          object_path: string
          organization_id: string
          uploaded_by: string | null
        }
        Insert: {
          category?: Database["public"]["Enums"]["data_room_category"]
          content_type?: string | null
          created_at?: string
          expires_at?: string | null
          file_size?: number | null
          folder_id: string
          id?: string
          name: string
          object_path: string
          organization_id: string
          uploaded_by?: string | null
        }
        Update: {
          category?: Database["public"]["Enums"]["data_room_category"]
          content_type?: string | null
          created_at?: string
          expires_at?: string | null
          file_size?: number | null
          folder_id?: string
          id?: string
          name?: string
          object_path?: string
          organization_id?: string
          uploaded_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "data_room_documents_folder_fkey"
            columns: ["organization_id", "folder_id"]
            isOneToOne: false
            referencedRelation: "data_room_folders"
            referencedColumns: ["organization_id", "id"]
          },
          {
            foreignKeyName: "data_room_documents_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_room_documents_uploaded_by_fkey"
            columns: ["uploaded_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      data_room_folders: {
        Row: {
          created_at: string
          id: string
          name: string
          organization_id: string
          position: number
          shared_with_grantees: boolean
        }
        Insert: {
          created_at?: string
          id?: string
          name: string
          organization_id: string
          position?: number
          shared_with_grantees?: boolean
        }
        Update: {
          created_at?: string
          id?: string
          name?: string
          organization_id?: string
          position?: number
          shared_with_grantees?: boolean
        }
        Relationships: [
          {
            foreignKeyName: "data_room_folders_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      data_share_events: {
        Row: {
          action: Database["public"]["Enums"]["data_share_action"]
          actor_id: string | null
          created_at: string
          grantee_organization_id: string
          id: string
          organization_id: string
          scope: Json
          share_id: string
        }
        Insert: {
          action: Database["public"]["Enums"]["data_share_action"]
          actor_id?: string | null
          created_at?: string
          grantee_organization_id: string
          id?: string
          organization_id: string
          scope: Json
          share_id: string
        }
        Update: {
          action?: Database["public"]["Enums"]["data_share_action"]
          actor_id?: string | null
          created_at?: string
          grantee_organization_id?: string
          id?: string
          organization_id?: string
          scope?: Json
          share_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "data_share_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_share_events_grantee_organization_id_fkey"
            columns: ["grantee_organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_share_events_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_share_events_share_id_fkey"
            columns: ["share_id"]
            isOneToOne: false
            referencedRelation: "data_shares"
            referencedColumns: ["id"]
          },
        ]
      }
      data_shares: {
        Row: {
          all_metrics: boolean
          expires_at: string | null
          granted_at: string
          granted_by: string | null
          grantee_organization_id: string
          id: string
          include_documents: boolean
          last_viewed_at: string | null
          metric_keys: string[]
          organization_id: string
          period_from: string | null
          period_to: string | null
          revoked_at: string | null
          revoked_by: string | null
          updated_at: string
        }
        Insert: {
          all_metrics?: boolean
          expires_at?: string | null
          granted_at?: string
          granted_by?: string | null
          grantee_organization_id: string
          id?: string
          include_documents?: boolean
          last_viewed_at?: string | null
          metric_keys?: string[]
          organization_id: string
          period_from?: string | null
          period_to?: string | null
          revoked_at?: string | null
          revoked_by?: string | null
          updated_at?: string
        }
        Update: {
          all_metrics?: boolean
          expires_at?: string | null
          granted_at?: string
          granted_by?: string | null
          grantee_organization_id?: string
          id?: string
          include_documents?: boolean
          last_viewed_at?: string | null
          metric_keys?: string[]
          organization_id?: string
          period_from?: string | null
          period_to?: string | null
          revoked_at?: string | null
          revoked_by?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "data_shares_granted_by_fkey"
            columns: ["granted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_shares_grantee_organization_id_fkey"
            columns: ["grantee_organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_shares_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "data_shares_revoked_by_fkey"
            columns: ["revoked_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      enterprise_roles: {
        Row: {
          created_at: string
          description: string | null
          display_name: string
          id: string
          is_system_role: boolean
          name: string
          permissions: string[]
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          display_name: string
          id?: string
          is_system_role?: boolean
          name: string
          permissions?: string[]
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          display_name?: string
          id?: string
          is_system_role?: boolean
          name?: string
          permissions?: string[]
          updated_at?: string
        }
        Relationships: []
      }
      epics: {
        Row: {
          created_at: string
          created_by: string | null
          description: string | null
          id: string
          objective_id: string | null
          organization_id: string
          position: number
          status: Database["public"]["Enums"]["epic_status"]
          title: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          objective_id?: string | null
          organization_id: string
          position?: number
          status?: Database["public"]["Enums"]["epic_status"]
          title: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          objective_id?: string | null
          organization_id?: string
          position?: number
          status?: Database["public"]["Enums"]["epic_status"]
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "epics_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "epics_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "epics_organization_id_objective_id_fkey"
            columns: ["organization_id", "objective_id"]
            isOneToOne: false
            referencedRelation: "objective_progress"
            referencedColumns: ["organization_id", "objective_id"]
          },
          {
            foreignKeyName: "epics_organization_id_objective_id_fkey"
            columns: ["organization_id", "objective_id"]
            isOneToOne: false
            referencedRelation: "objectives"
            referencedColumns: ["organization_id", "id"]
          },
        ]
      }
      equity_plans: {
        Row: {
          board_approved_on: string | null
          created_at: string
          created_by: string | null
          id: string
          name: string
          organization_id: string
          share_class_id: string
          shares_reserved: number
          updated_at: string
        }
        Insert: {
          board_approved_on?: string | null
          created_at?: string
          created_by?: string | null
          id?: string
          name: string
          organization_id: string
          share_class_id: string
          shares_reserved: number
          updated_at?: string
        }
        Update: {
          board_approved_on?: string | null
          created_at?: string
          created_by?: string | null
          id?: string
          name?: string
          organization_id?: string
          share_class_id?: string
          shares_reserved?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "equity_plans_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "equity_plans_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "equity_plans_share_class_id_fkey"
            columns: ["share_class_id"]
            isOneToOne: false
            referencedRelation: "share_classes"
            referencedColumns: ["id"]
          },
        ]
      }
      fikr_products: {
        Row: {
          created_at: string
          description: string | null
          development_url: string | null
          display_order: number
          id: string
          is_active: boolean
          name: string
          product_key: string
          product_slug: string
          production_url: string | null
          required_roles: string[]
          updated_at: string
        }
        Insert: {
          created_at?: string
          description?: string | null
          development_url?: string | null
          display_order?: number
          id?: string
          is_active?: boolean
          name: string
          product_key: string
          product_slug: string
          production_url?: string | null
          required_roles?: string[]
          updated_at?: string
        }
        Update: {
          created_at?: string
          description?: string | null
          development_url?: string | null
          display_order?: number
          id?: string
          is_active?: boolean
          name?: string
          product_key?: string
          product_slug?: string
          production_url?: string | null
          required_roles?: string[]
          updated_at?: string
        }
        Relationships: []
      }
      funding_round_investors: {
        Row: {
          committed_amount: number | null
          contact_email: string | null
          created_at: string
          created_by: string | null
          expected_amount: number | null
          id: string
          investor_name: string
          investor_organization_id: string | null
          next_step: string | null
          next_step_on: string | null
          organization_id: string
          pass_reason: string | null
          round_id: string
          stage: Database["public"]["Enums"]["round_investor_stage"]
          stakeholder_id: string | null
          transaction_id: string | null
          updated_at: string
        }
        Insert: {
          committed_amount?: number | null
          contact_email?: string | null
          created_at?: string
          created_by?: string | null
          expected_amount?: number | null
          id?: string
          investor_name: string
          investor_organization_id?: string | null
          next_step?: string | null
          next_step_on?: string | null
          organization_id: string
          pass_reason?: string | null
          round_id: string
          stage?: Database["public"]["Enums"]["round_investor_stage"]
          stakeholder_id?: string | null
          transaction_id?: string | null
          updated_at?: string
        }
        Update: {
          committed_amount?: number | null
          contact_email?: string | null
          created_at?: string
          created_by?: string | null
          expected_amount?: number | null
          id?: string
          investor_name?: string
          investor_organization_id?: string | null
          next_step?: string | null
          next_step_on?: string | null
          organization_id?: string
          pass_reason?: string | null
          round_id?: string
          stage?: Database["public"]["Enums"]["round_investor_stage"]
          stakeholder_id?: string | null
          transaction_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "funding_round_investors_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "funding_round_investors_investor_organization_id_fkey"
            columns: ["investor_organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "funding_round_investors_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "funding_round_investors_round_fkey"
            columns: ["organization_id", "round_id"]
            isOneToOne: false
            referencedRelation: "funding_rounds"
            referencedColumns: ["organization_id", "id"]
          },
          {
            foreignKeyName: "funding_round_investors_stakeholder_id_fkey"
            columns: ["stakeholder_id"]
            isOneToOne: false
            referencedRelation: "stakeholders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "funding_round_investors_transaction_id_fkey"
            columns: ["transaction_id"]
            isOneToOne: false
            referencedRelation: "cap_table_transactions"
            referencedColumns: ["id"]
          },
        ]
      }
      funding_rounds: {
        Row: {
          closed_on: string | null
          created_at: string
          created_by: string | null
          currency: string
          discount_percent: number | null
          id: string
          instrument: Database["public"]["Enums"]["funding_round_instrument"]
          interest_rate_percent: number | null
          matures_on: string | null
          minimum_ticket: number | null
          name: string
          notes: string | null
          opens_on: string | null
          organization_id: string
          pre_money_valuation: number | null
          price_per_share: number | null
          share_class_id: string | null
          status: Database["public"]["Enums"]["funding_round_status"]
          target_amount: number
          target_close_on: string | null
          updated_at: string
          valuation_cap: number | null
        }
        Insert: {
          closed_on?: string | null
          created_at?: string
          created_by?: string | null
          currency?: string
          discount_percent?: number | null
          id?: string
          instrument: Database["public"]["Enums"]["funding_round_instrument"]
          interest_rate_percent?: number | null
          matures_on?: string | null
          minimum_ticket?: number | null
          name: string
          notes?: string | null
          opens_on?: string | null
          organization_id: string
          pre_money_valuation?: number | null
          price_per_share?: number | null
          share_class_id?: string | null
          status?: Database["public"]["Enums"]["funding_round_status"]
          target_amount: number
          target_close_on?: string | null
          updated_at?: string
          valuation_cap?: number | null
        }
        Update: {
          closed_on?: string | null
          created_at?: string
          created_by?: string | null
          currency?: string
          discount_percent?: number | null
          id?: string
          instrument?: Database["public"]["Enums"]["funding_round_instrument"]
          interest_rate_percent?: number | null
          matures_on?: string | null
          minimum_ticket?: number | null
          name?: string
          notes?: string | null
          opens_on?: string | null
          organization_id?: string
          pre_money_valuation?: number | null
          price_per_share?: number | null
          share_class_id?: string | null
          status?: Database["public"]["Enums"]["funding_round_status"]
          target_amount?: number
          target_close_on?: string | null
          updated_at?: string
          valuation_cap?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "funding_rounds_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "funding_rounds_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "funding_rounds_share_class_id_fkey"
            columns: ["share_class_id"]
            isOneToOne: false
            referencedRelation: "share_classes"
            referencedColumns: ["id"]
          },
        ]
      }
      improvement_plan_items: {
        Row: {
          action: string
          assessment_id: string
          completed_at: string | null
          created_at: string
          created_by: string | null
          due_on: string | null
          id: string
          organization_id: string
          owner_user_id: string | null
          section_id: string | null
          startup_organization_id: string
          status: Database["public"]["Enums"]["improvement_item_status"]
          updated_at: string
        }
        Insert: {
          action: string
          assessment_id: string
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          due_on?: string | null
          id?: string
          organization_id: string
          owner_user_id?: string | null
          section_id?: string | null
          startup_organization_id: string
          status?: Database["public"]["Enums"]["improvement_item_status"]
          updated_at?: string
        }
        Update: {
          action?: string
          assessment_id?: string
          completed_at?: string | null
          created_at?: string
          created_by?: string | null
          due_on?: string | null
          id?: string
          organization_id?: string
          owner_user_id?: string | null
          section_id?: string | null
          startup_organization_id?: string
          status?: Database["public"]["Enums"]["improvement_item_status"]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "improvement_plan_items_assessment_id_fkey"
            columns: ["assessment_id"]
            isOneToOne: false
            referencedRelation: "assessments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "improvement_plan_items_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "improvement_plan_items_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "improvement_plan_items_owner_user_id_fkey"
            columns: ["owner_user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "improvement_plan_items_section_id_fkey"
            columns: ["section_id"]
            isOneToOne: false
            referencedRelation: "assessment_sections"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "improvement_plan_items_startup_organization_id_fkey"
            columns: ["startup_organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      key_result_check_ins: {
        Row: {
          author_id: string | null
          checked_on: string
          comment: string | null
          confidence: Database["public"]["Enums"]["key_result_confidence"]
          created_at: string
          id: string
          key_result_id: string
          metric_period: string | null
          organization_id: string
          source: Database["public"]["Enums"]["key_result_check_in_source"]
          value: number
        }
        Insert: {
          author_id?: string | null
          checked_on?: string
          comment?: string | null
          confidence: Database["public"]["Enums"]["key_result_confidence"]
          created_at?: string
          id?: string
          key_result_id: string
          metric_period?: string | null
          organization_id: string
          source?: Database["public"]["Enums"]["key_result_check_in_source"]
          value: number
        }
        Update: {
          author_id?: string | null
          checked_on?: string
          comment?: string | null
          confidence?: Database["public"]["Enums"]["key_result_confidence"]
          created_at?: string
          id?: string
          key_result_id?: string
          metric_period?: string | null
          organization_id?: string
          source?: Database["public"]["Enums"]["key_result_check_in_source"]
          value?: number
        }
        Relationships: [
          {
            foreignKeyName: "key_result_check_ins_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "key_result_check_ins_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "key_result_check_ins_organization_id_key_result_id_fkey"
            columns: ["organization_id", "key_result_id"]
            isOneToOne: false
            referencedRelation: "key_result_progress"
            referencedColumns: ["organization_id", "key_result_id"]
          },
          {
            foreignKeyName: "key_result_check_ins_organization_id_key_result_id_fkey"
            columns: ["organization_id", "key_result_id"]
            isOneToOne: false
            referencedRelation: "key_results"
            referencedColumns: ["organization_id", "id"]
          },
        ]
      }
      key_results: {
        Row: {
          confidence: Database["public"]["Enums"]["key_result_confidence"]
          created_at: string
          created_by: string | null
          current_value: number
          id: string
          metric_key: string | null
          objective_id: string
          organization_id: string
          period_id: string
          position: number
          start_value: number
          target_value: number
          title: string
          unit: Database["public"]["Enums"]["key_result_unit"]
          updated_at: string
        }
        Insert: {
          confidence?: Database["public"]["Enums"]["key_result_confidence"]
          created_at?: string
          created_by?: string | null
          current_value: number
          id?: string
          metric_key?: string | null
          objective_id: string
          organization_id: string
          period_id: string
          position?: number
          start_value: number
          target_value: number
          title: string
          unit?: Database["public"]["Enums"]["key_result_unit"]
          updated_at?: string
        }
        Update: {
          confidence?: Database["public"]["Enums"]["key_result_confidence"]
          created_at?: string
          created_by?: string | null
          current_value?: number
          id?: string
          metric_key?: string | null
          objective_id?: string
          organization_id?: string
          period_id?: string
          position?: number
          start_value?: number
          target_value?: number
          title?: string
          unit?: Database["public"]["Enums"]["key_result_unit"]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "key_results_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "key_results_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "key_results_organization_id_period_id_objective_id_fkey"
            columns: ["organization_id", "period_id", "objective_id"]
            isOneToOne: false
            referencedRelation: "objective_progress"
            referencedColumns: ["organization_id", "period_id", "objective_id"]
          },
          {
            foreignKeyName: "key_results_organization_id_period_id_objective_id_fkey"
            columns: ["organization_id", "period_id", "objective_id"]
            isOneToOne: false
            referencedRelation: "objectives"
            referencedColumns: ["organization_id", "period_id", "id"]
          },
        ]
      }
      languages: {
        Row: {
          code: string
          completion_percentage: number
          country_code: string | null
          created_at: string
          display_order: number
          flag_emoji: string | null
          id: string
          is_active: boolean
          is_primary: boolean
          iso_639_1: string | null
          name: string
          native_name: string
          script_direction: string
          updated_at: string
        }
        Insert: {
          code: string
          completion_percentage?: number
          country_code?: string | null
          created_at?: string
          display_order?: number
          flag_emoji?: string | null
          id?: string
          is_active?: boolean
          is_primary?: boolean
          iso_639_1?: string | null
          name: string
          native_name: string
          script_direction?: string
          updated_at?: string
        }
        Update: {
          code?: string
          completion_percentage?: number
          country_code?: string | null
          created_at?: string
          display_order?: number
          flag_emoji?: string | null
          id?: string
          is_active?: boolean
          is_primary?: boolean
          iso_639_1?: string | null
          name?: string
          native_name?: string
          script_direction?: string
          updated_at?: string
        }
        Relationships: []
      }
      mail_outbox: {
        Row: {
          body: string
          created_at: string
          data: Json
          id: string
          job_id: string | null
          organization_id: string | null
          recipient: string
          sender: string
          sent_at: string | null
          status: string
          subject: string
          template: string
          updated_at: string
        }
        Insert: {
          body: string
          created_at?: string
          data?: Json
          id?: string
          job_id?: string | null
          organization_id?: string | null
          recipient: string
          sender?: string
          sent_at?: string | null
          status?: string
          subject: string
          template: string
          updated_at?: string
        }
        Update: {
          body?: string
          created_at?: string
          data?: Json
          id?: string
          job_id?: string | null
          organization_id?: string | null
          recipient?: string
          sender?: string
          sent_at?: string | null
          status?: string
          subject?: string
          template?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "mail_outbox_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: true
            referencedRelation: "background_jobs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mail_outbox_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      marketing_channels: {
        Row: {
          created_at: string
          id: string
          key: string
          name: string
          organization_id: string
          position: number
        }
        Insert: {
          created_at?: string
          id?: string
          key: string
          name: string
          organization_id: string
          position?: number
        }
        Update: {
          created_at?: string
          id?: string
          key?: string
          name?: string
          organization_id?: string
          position?: number
        }
        Relationships: [
          {
            foreignKeyName: "marketing_channels_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          attachment_name: string | null
          attachment_path: string | null
          body: string
          conversation_id: string
          created_at: string
          id: string
          sender_id: string
        }
        Insert: {
          attachment_name?: string | null
          attachment_path?: string | null
          body: string
          conversation_id: string
          created_at?: string
          id?: string
          sender_id?: string
        }
        Update: {
          attachment_name?: string | null
          attachment_path?: string | null
          body?: string
          conversation_id?: string
          created_at?: string
          id?: string
          sender_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      metric_definitions: {
        Row: {
          aggregation: Database["public"]["Enums"]["metric_aggregation"]
          created_at: string
          currency_code: string | null
          description: string | null
          id: string
          is_derived: boolean
          key: string
          name: string
          organization_id: string | null
          position: number
          unit: Database["public"]["Enums"]["metric_unit"]
        }
        Insert: {
          aggregation: Database["public"]["Enums"]["metric_aggregation"]
          created_at?: string
          currency_code?: string | null
          description?: string | null
          id?: string
          is_derived?: boolean
          key: string
          name: string
          organization_id?: string | null
          position?: number
          unit: Database["public"]["Enums"]["metric_unit"]
        }
        Update: {
          aggregation?: Database["public"]["Enums"]["metric_aggregation"]
          created_at?: string
          currency_code?: string | null
          description?: string | null
          id?: string
          is_derived?: boolean
          key?: string
          name?: string
          organization_id?: string | null
          position?: number
          unit?: Database["public"]["Enums"]["metric_unit"]
        }
        Relationships: [
          {
            foreignKeyName: "metric_definitions_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      metric_periods: {
        Row: {
          created_at: string
          organization_id: string
          period: string
          status: Database["public"]["Enums"]["metric_period_status"]
          submitted_at: string | null
          submitted_by: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          organization_id: string
          period: string
          status?: Database["public"]["Enums"]["metric_period_status"]
          submitted_at?: string | null
          submitted_by?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          organization_id?: string
          period?: string
          status?: Database["public"]["Enums"]["metric_period_status"]
          submitted_at?: string | null
          submitted_by?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "metric_periods_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "metric_periods_submitted_by_fkey"
            columns: ["submitted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      metric_value_corrections: {
        Row: {
          corrected_at: string
          corrected_by: string | null
          id: string
          metric_key: string
          new_value: number | null
          old_value: number | null
          organization_id: string
          period: string
          reason: string
        }
        Insert: {
          corrected_at?: string
          corrected_by?: string | null
          id?: string
          metric_key: string
          new_value?: number | null
          old_value?: number | null
          organization_id: string
          period: string
          reason: string
        }
        Update: {
          corrected_at?: string
          corrected_by?: string | null
          id?: string
          metric_key?: string
          new_value?: number | null
          old_value?: number | null
          organization_id?: string
          period?: string
          reason?: string
        }
        Relationships: [
          {
            foreignKeyName: "metric_value_corrections_corrected_by_fkey"
            columns: ["corrected_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "metric_value_corrections_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      metric_values: {
        Row: {
          metric_key: string
          organization_id: string
          period: string
          updated_at: string
          updated_by: string | null
          value: number
        }
        Insert: {
          metric_key: string
          organization_id: string
          period: string
          updated_at?: string
          updated_by?: string | null
          value: number
        }
        Update: {
          metric_key?: string
          organization_id?: string
          period?: string
          updated_at?: string
          updated_by?: string | null
          value?: number
        }
        Relationships: [
          {
            foreignKeyName: "metric_values_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "metric_values_updated_by_fkey"
            columns: ["updated_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      milestones: {
        Row: {
          category: Database["public"]["Enums"]["milestone_category"]
          completed_on: string | null
          created_at: string
          created_by: string | null
          description: string | null
          id: string
          organization_id: string
          owner_user_id: string | null
          status: Database["public"]["Enums"]["milestone_status"]
          target_on: string
          title: string
          updated_at: string
        }
        Insert: {
          category: Database["public"]["Enums"]["milestone_category"]
          completed_on?: string | null
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          organization_id: string
          owner_user_id?: string | null
          status?: Database["public"]["Enums"]["milestone_status"]
          target_on: string
          title: string
          updated_at?: string
        }
        Update: {
          category?: Database["public"]["Enums"]["milestone_category"]
          completed_on?: string | null
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          organization_id?: string
          owner_user_id?: string | null
          status?: Database["public"]["Enums"]["milestone_status"]
          target_on?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "milestones_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "milestones_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "milestones_owner_user_id_fkey"
            columns: ["owner_user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      network_contacts: {
        Row: {
          created_at: string
          email: string | null
          full_name: string
          id: string
          is_primary: boolean
          linkedin_url: string | null
          organization_id: string
          phone: string | null
          relationship_id: string
          title: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          email?: string | null
          full_name: string
          id?: string
          is_primary?: boolean
          linkedin_url?: string | null
          organization_id: string
          phone?: string | null
          relationship_id: string
          title?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          email?: string | null
          full_name?: string
          id?: string
          is_primary?: boolean
          linkedin_url?: string | null
          organization_id?: string
          phone?: string | null
          relationship_id?: string
          title?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "network_contacts_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "network_contacts_relationship_id_fkey"
            columns: ["relationship_id"]
            isOneToOne: false
            referencedRelation: "network_relationships"
            referencedColumns: ["id"]
          },
        ]
      }
      network_relationships: {
        Row: {
          created_at: string
          id: string
          kind: Database["public"]["Enums"]["network_relationship_kind"]
          notes: string | null
          organization_id: string
          related_name: string | null
          related_organization_id: string | null
          since_on: string | null
          status: Database["public"]["Enums"]["network_relationship_status"]
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          kind: Database["public"]["Enums"]["network_relationship_kind"]
          notes?: string | null
          organization_id: string
          related_name?: string | null
          related_organization_id?: string | null
          since_on?: string | null
          status?: Database["public"]["Enums"]["network_relationship_status"]
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          kind?: Database["public"]["Enums"]["network_relationship_kind"]
          notes?: string | null
          organization_id?: string
          related_name?: string | null
          related_organization_id?: string | null
          since_on?: string | null
          status?: Database["public"]["Enums"]["network_relationship_status"]
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "network_relationships_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "network_relationships_related_organization_id_fkey"
            columns: ["related_organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_preferences: {
        Row: {
          email_digest: boolean
          in_app: boolean
          type: Database["public"]["Enums"]["notification_type"]
          updated_at: string
          user_id: string
        }
        Insert: {
          email_digest?: boolean
          in_app?: boolean
          type: Database["public"]["Enums"]["notification_type"]
          updated_at?: string
          user_id?: string
        }
        Update: {
          email_digest?: boolean
          in_app?: boolean
          type?: Database["public"]["Enums"]["notification_type"]
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notification_preferences_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      notifications: {
        Row: {
          body: string | null
          created_at: string
          data: Json
          digested_at: string | null
          id: string
          link: string | null
          organization_id: string | null
          read_at: string | null
          recipient_id: string
          title: string
          type: Database["public"]["Enums"]["notification_type"]
        }
        Insert: {
          body?: string | null
          created_at?: string
          data?: Json
          digested_at?: string | null
          id?: string
          link?: string | null
          organization_id?: string | null
          read_at?: string | null
          recipient_id: string
          title: string
          type: Database["public"]["Enums"]["notification_type"]
        }
        Update: {
          body?: string | null
          created_at?: string
          data?: Json
          digested_at?: string | null
          id?: string
          link?: string | null
          organization_id?: string | null
          read_at?: string | null
          recipient_id?: string
          title?: string
          type?: Database["public"]["Enums"]["notification_type"]
        }
        Relationships: [
          {
            foreignKeyName: "notifications_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_recipient_id_fkey"
            columns: ["recipient_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      objectives: {
        Row: {
          created_at: string
          created_by: string | null
          description: string | null
          id: string
          organization_id: string
          owner_id: string | null
          period_id: string
          position: number
          strategic_objective_id: string | null
          title: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          organization_id: string
          owner_id?: string | null
          period_id: string
          position?: number
          strategic_objective_id?: string | null
          title: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          organization_id?: string
          owner_id?: string | null
          period_id?: string
          position?: number
          strategic_objective_id?: string | null
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "objectives_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "objectives_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "objectives_organization_id_owner_id_fkey"
            columns: ["organization_id", "owner_id"]
            isOneToOne: false
            referencedRelation: "organization_members"
            referencedColumns: ["organization_id", "user_id"]
          },
          {
            foreignKeyName: "objectives_organization_id_period_id_fkey"
            columns: ["organization_id", "period_id"]
            isOneToOne: false
            referencedRelation: "strategic_period_progress"
            referencedColumns: ["organization_id", "period_id"]
          },
          {
            foreignKeyName: "objectives_organization_id_period_id_fkey"
            columns: ["organization_id", "period_id"]
            isOneToOne: false
            referencedRelation: "strategic_periods"
            referencedColumns: ["organization_id", "id"]
          },
          {
            foreignKeyName: "objectives_organization_id_period_id_strategic_objective_i_fkey"
            columns: ["organization_id", "period_id", "strategic_objective_id"]
            isOneToOne: false
            referencedRelation: "strategic_objectives"
            referencedColumns: ["organization_id", "period_id", "id"]
          },
        ]
      }
      organisation_roles: {
        Row: {
          created_at: string
          granted_by: string | null
          id: string
          is_active: boolean
          organization_id: string
          role: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          granted_by?: string | null
          id?: string
          is_active?: boolean
          organization_id: string
          role: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          granted_by?: string | null
          id?: string
          is_active?: boolean
          organization_id?: string
          role?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "organisation_roles_granted_by_fkey"
            columns: ["granted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organisation_roles_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organisation_roles_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      organization_invitations: {
        Row: {
          accepted_at: string | null
          accepted_by: string | null
          created_at: string
          email: string
          expires_at: string
          id: string
          invited_by: string | null
          organization_id: string
          role: string
          status: string
          token_hash: string | null
          updated_at: string
        }
        Insert: {
          accepted_at?: string | null
          accepted_by?: string | null
          created_at?: string
          email: string
          expires_at?: string
          id?: string
          invited_by?: string | null
          organization_id: string
          role: string
          status?: string
          token_hash?: string | null
          updated_at?: string
        }
        Update: {
          accepted_at?: string | null
          accepted_by?: string | null
          created_at?: string
          email?: string
          expires_at?: string
          id?: string
          invited_by?: string | null
          organization_id?: string
          role?: string
          status?: string
          token_hash?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "organization_invitations_accepted_by_fkey"
            columns: ["accepted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organization_invitations_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organization_invitations_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      organization_members: {
        Row: {
          created_at: string
          id: string
          organization_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          organization_id: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          organization_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "organization_members_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organization_members_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      organization_types: {
        Row: {
          created_at: string
          display_name: string
          id: string
          name: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          display_name: string
          id?: string
          name: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          display_name?: string
          id?: string
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      organizations: {
        Row: {
          brand_kit_id: string | null
          city: string | null
          country_code: string | null
          created_at: string
          id: string
          logo_url: string | null
          name: string
          organization_type_id: string | null
          sector: Database["public"]["Enums"]["organization_sector"] | null
          theme_id: string | null
          updated_at: string
        }
        Insert: {
          brand_kit_id?: string | null
          city?: string | null
          country_code?: string | null
          created_at?: string
          id?: string
          logo_url?: string | null
          name: string
          organization_type_id?: string | null
          sector?: Database["public"]["Enums"]["organization_sector"] | null
          theme_id?: string | null
          updated_at?: string
        }
        Update: {
          brand_kit_id?: string | null
          city?: string | null
          country_code?: string | null
          created_at?: string
          id?: string
          logo_url?: string | null
          name?: string
          organization_type_id?: string | null
          sector?: Database["public"]["Enums"]["organization_sector"] | null
          theme_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "organizations_brand_kit_id_fkey"
            columns: ["brand_kit_id"]
            isOneToOne: false
            referencedRelation: "cms_brand_kits"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organizations_organization_type_id_fkey"
            columns: ["organization_type_id"]
            isOneToOne: false
            referencedRelation: "organization_types"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "organizations_theme_id_fkey"
            columns: ["theme_id"]
            isOneToOne: false
            referencedRelation: "cms_themes"
            referencedColumns: ["id"]
          },
        ]
      }
      pitch_deck_links: {
        Row: {
          created_at: string
          created_by: string | null
          expires_at: string
          id: string
          label: string
          organization_id: string
          revoked_at: string | null
          signed_url: string | null
          token: string
          version_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          expires_at: string
          id?: string
          label: string
          organization_id: string
          revoked_at?: string | null
          signed_url?: string | null
          token?: string
          version_id: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          expires_at?: string
          id?: string
          label?: string
          organization_id?: string
          revoked_at?: string | null
          signed_url?: string | null
          token?: string
          version_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "pitch_deck_links_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pitch_deck_links_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pitch_deck_links_version_id_fkey"
            columns: ["version_id"]
            isOneToOne: false
            referencedRelation: "pitch_deck_versions"
            referencedColumns: ["id"]
          },
        ]
      }
      pitch_deck_shares: {
        Row: {
          grantee_organization_id: string
          id: string
          organization_id: string
          shared_at: string
          shared_by: string | null
        }
        Insert: {
          grantee_organization_id: string
          id?: string
          organization_id: string
          shared_at?: string
          shared_by?: string | null
        }
        Update: {
          grantee_organization_id?: string
          id?: string
          organization_id?: string
          shared_at?: string
          shared_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "pitch_deck_shares_grantee_organization_id_fkey"
            columns: ["grantee_organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pitch_deck_shares_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pitch_deck_shares_shared_by_fkey"
            columns: ["shared_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      pitch_deck_versions: {
        Row: {
          created_at: string
          file_size: number | null
          id: string
          is_current: boolean
          object_path: string
          organization_id: string
          title: string
          uploaded_by: string | null
        }
        Insert: {
          created_at?: string
          file_size?: number | null
          id?: string
          is_current?: boolean
          object_path: string
          organization_id: string
          title: string
          uploaded_by?: string | null
        }
        Update: {
          created_at?: string
          file_size?: number | null
          id?: string
          is_current?: boolean
          object_path?: string
          organization_id?: string
          title?: string
          uploaded_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "pitch_deck_versions_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pitch_deck_versions_uploaded_by_fkey"
            columns: ["uploaded_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      pitch_deck_views: {
        Row: {
          id: string
          link_id: string | null
          organization_id: string
          version_id: string | null
          viewed_at: string
          viewer_organization_id: string | null
          viewer_user_id: string | null
        }
        Insert: {
          id?: string
          link_id?: string | null
          organization_id: string
          version_id?: string | null
          viewed_at?: string
          viewer_organization_id?: string | null
          viewer_user_id?: string | null
        }
        Update: {
          id?: string
          link_id?: string | null
          organization_id?: string
          version_id?: string | null
          viewed_at?: string
          viewer_organization_id?: string | null
          viewer_user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "pitch_deck_views_link_id_fkey"
            columns: ["link_id"]
            isOneToOne: false
            referencedRelation: "pitch_deck_links"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pitch_deck_views_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pitch_deck_views_version_id_fkey"
            columns: ["version_id"]
            isOneToOne: false
            referencedRelation: "pitch_deck_versions"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pitch_deck_views_viewer_organization_id_fkey"
            columns: ["viewer_organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "pitch_deck_views_viewer_user_id_fkey"
            columns: ["viewer_user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      programs: {
        Row: {
          application_questions: Json
          applications_close_on: string | null
          applications_open_on: string | null
          capacity: number | null
          created_at: string
          created_by: string | null
          description: string | null
          ends_on: string | null
          format: Database["public"]["Enums"]["program_format"]
          id: string
          location: string | null
          name: string
          organization_id: string
          published: boolean
          sectors: Database["public"]["Enums"]["organization_sector"][]
          stages: Database["public"]["Enums"]["startup_stage"][]
          starts_on: string | null
          updated_at: string
        }
        Insert: {
          application_questions?: Json
          applications_close_on?: string | null
          applications_open_on?: string | null
          capacity?: number | null
          created_at?: string
          created_by?: string | null
          description?: string | null
          ends_on?: string | null
          format?: Database["public"]["Enums"]["program_format"]
          id?: string
          location?: string | null
          name: string
          organization_id: string
          published?: boolean
          sectors?: Database["public"]["Enums"]["organization_sector"][]
          stages?: Database["public"]["Enums"]["startup_stage"][]
          starts_on?: string | null
          updated_at?: string
        }
        Update: {
          application_questions?: Json
          applications_close_on?: string | null
          applications_open_on?: string | null
          capacity?: number | null
          created_at?: string
          created_by?: string | null
          description?: string | null
          ends_on?: string | null
          format?: Database["public"]["Enums"]["program_format"]
          id?: string
          location?: string | null
          name?: string
          organization_id?: string
          published?: boolean
          sectors?: Database["public"]["Enums"]["organization_sector"][]
          stages?: Database["public"]["Enums"]["startup_stage"][]
          starts_on?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "programs_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "programs_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      resources: {
        Row: {
          body_markdown: string | null
          created_at: string
          id: string
          kind: Database["public"]["Enums"]["resource_kind"]
          published: boolean
          slug: string
          sort_order: number
          stages: Database["public"]["Enums"]["startup_stage"][] | null
          summary_ar: string | null
          summary_en: string
          summary_fr: string | null
          title_ar: string | null
          title_en: string
          title_fr: string | null
          topic: Database["public"]["Enums"]["resource_topic"]
          url: string | null
        }
        Insert: {
          body_markdown?: string | null
          created_at?: string
          id?: string
          kind: Database["public"]["Enums"]["resource_kind"]
          published?: boolean
          slug: string
          sort_order?: number
          stages?: Database["public"]["Enums"]["startup_stage"][] | null
          summary_ar?: string | null
          summary_en: string
          summary_fr?: string | null
          title_ar?: string | null
          title_en: string
          title_fr?: string | null
          topic: Database["public"]["Enums"]["resource_topic"]
          url?: string | null
        }
        Update: {
          body_markdown?: string | null
          created_at?: string
          id?: string
          kind?: Database["public"]["Enums"]["resource_kind"]
          published?: boolean
          slug?: string
          sort_order?: number
          stages?: Database["public"]["Enums"]["startup_stage"][] | null
          summary_ar?: string | null
          summary_en?: string
          summary_fr?: string | null
          title_ar?: string | null
          title_en?: string
          title_fr?: string | null
          topic?: Database["public"]["Enums"]["resource_topic"]
          url?: string | null
        }
        Relationships: []
      }
      review_assignments: {
        Row: {
          application_id: string
          assigned_at: string
          assigned_by: string | null
          id: string
          reviewer_id: string
          round_id: string
        }
        Insert: {
          application_id: string
          assigned_at?: string
          assigned_by?: string | null
          id?: string
          reviewer_id: string
          round_id: string
        }
        Update: {
          application_id?: string
          assigned_at?: string
          assigned_by?: string | null
          id?: string
          reviewer_id?: string
          round_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "review_assignments_assigned_by_fkey"
            columns: ["assigned_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_assignments_reviewer_id_fkey"
            columns: ["reviewer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_assignments_round_id_application_id_fkey"
            columns: ["round_id", "application_id"]
            isOneToOne: false
            referencedRelation: "round_applications"
            referencedColumns: ["round_id", "application_id"]
          },
        ]
      }
      review_criteria: {
        Row: {
          created_at: string
          description: string | null
          id: string
          max_score: number
          name: string
          position: number
          round_id: string
          updated_at: string
          weight: number
        }
        Insert: {
          created_at?: string
          description?: string | null
          id?: string
          max_score?: number
          name: string
          position: number
          round_id: string
          updated_at?: string
          weight: number
        }
        Update: {
          created_at?: string
          description?: string | null
          id?: string
          max_score?: number
          name?: string
          position?: number
          round_id?: string
          updated_at?: string
          weight?: number
        }
        Relationships: [
          {
            foreignKeyName: "review_criteria_round_id_fkey"
            columns: ["round_id"]
            isOneToOne: false
            referencedRelation: "review_rounds"
            referencedColumns: ["id"]
          },
        ]
      }
      review_rounds: {
        Row: {
          closes_on: string | null
          comment_required_below: number | null
          created_at: string
          id: string
          kind: Database["public"]["Enums"]["review_round_kind"]
          name: string
          opens_on: string | null
          position: number
          program_id: string
          quota_per_reviewer: number | null
          updated_at: string
        }
        Insert: {
          closes_on?: string | null
          comment_required_below?: number | null
          created_at?: string
          id?: string
          kind: Database["public"]["Enums"]["review_round_kind"]
          name: string
          opens_on?: string | null
          position: number
          program_id: string
          quota_per_reviewer?: number | null
          updated_at?: string
        }
        Update: {
          closes_on?: string | null
          comment_required_below?: number | null
          created_at?: string
          id?: string
          kind?: Database["public"]["Enums"]["review_round_kind"]
          name?: string
          opens_on?: string | null
          position?: number
          program_id?: string
          quota_per_reviewer?: number | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "review_rounds_program_id_fkey"
            columns: ["program_id"]
            isOneToOne: false
            referencedRelation: "programs"
            referencedColumns: ["id"]
          },
        ]
      }
      review_scores: {
        Row: {
          comment: string | null
          created_at: string
          criterion_id: string
          review_id: string
          score: number
          updated_at: string
        }
        Insert: {
          comment?: string | null
          created_at?: string
          criterion_id: string
          review_id: string
          score: number
          updated_at?: string
        }
        Update: {
          comment?: string | null
          created_at?: string
          criterion_id?: string
          review_id?: string
          score?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "review_scores_criterion_id_fkey"
            columns: ["criterion_id"]
            isOneToOne: false
            referencedRelation: "review_criteria"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "review_scores_review_id_fkey"
            columns: ["review_id"]
            isOneToOne: false
            referencedRelation: "reviews"
            referencedColumns: ["id"]
          },
        ]
      }
      reviewer_conflicts: {
        Row: {
          application_id: string
          declared_at: string
          declared_by: string | null
          id: string
          reason: string | null
          reviewer_id: string
        }
        Insert: {
          application_id: string
          declared_at?: string
          declared_by?: string | null
          id?: string
          reason?: string | null
          reviewer_id: string
        }
        Update: {
          application_id?: string
          declared_at?: string
          declared_by?: string | null
          id?: string
          reason?: string | null
          reviewer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "reviewer_conflicts_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviewer_conflicts_declared_by_fkey"
            columns: ["declared_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviewer_conflicts_reviewer_id_fkey"
            columns: ["reviewer_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      reviews: {
        Row: {
          assignment_id: string
          created_at: string
          id: string
          overall_comment: string | null
          submitted_at: string | null
          updated_at: string
        }
        Insert: {
          assignment_id: string
          created_at?: string
          id?: string
          overall_comment?: string | null
          submitted_at?: string | null
          updated_at?: string
        }
        Update: {
          assignment_id?: string
          created_at?: string
          id?: string
          overall_comment?: string | null
          submitted_at?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "reviews_assignment_id_fkey"
            columns: ["assignment_id"]
            isOneToOne: true
            referencedRelation: "review_assignments"
            referencedColumns: ["id"]
          },
        ]
      }
      round_applications: {
        Row: {
          added_at: string
          application_id: string
          round_id: string
        }
        Insert: {
          added_at?: string
          application_id: string
          round_id: string
        }
        Update: {
          added_at?: string
          application_id?: string
          round_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "round_applications_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "round_applications_round_id_fkey"
            columns: ["round_id"]
            isOneToOne: false
            referencedRelation: "review_rounds"
            referencedColumns: ["id"]
          },
        ]
      }
      route_analytics: {
        Row: {
          count: number
          created_at: string
          domain: string | null
          duration: number | null
          id: string
          organization_id: string | null
          route: string
          session_id: string | null
          updated_at: string
          user_id: string | null
        }
        Insert: {
          count?: number
          created_at?: string
          domain?: string | null
          duration?: number | null
          id?: string
          organization_id?: string | null
          route: string
          session_id?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          count?: number
          created_at?: string
          domain?: string | null
          duration?: number | null
          id?: string
          organization_id?: string | null
          route?: string
          session_id?: string | null
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "route_analytics_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "route_analytics_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      share_classes: {
        Row: {
          authorized_shares: number
          board_approved_on: string | null
          class_type: Database["public"]["Enums"]["share_class_type"]
          conversion_ratio: number
          created_at: string
          created_by: string | null
          id: string
          is_participating: boolean
          liquidation_preference_multiple: number
          name: string
          organization_id: string
          par_value: number | null
          participation_cap_multiple: number | null
          price_per_share: number | null
          seniority: number
          updated_at: string
        }
        Insert: {
          authorized_shares: number
          board_approved_on?: string | null
          class_type: Database["public"]["Enums"]["share_class_type"]
          conversion_ratio?: number
          created_at?: string
          created_by?: string | null
          id?: string
          is_participating?: boolean
          liquidation_preference_multiple?: number
          name: string
          organization_id: string
          par_value?: number | null
          participation_cap_multiple?: number | null
          price_per_share?: number | null
          seniority?: number
          updated_at?: string
        }
        Update: {
          authorized_shares?: number
          board_approved_on?: string | null
          class_type?: Database["public"]["Enums"]["share_class_type"]
          conversion_ratio?: number
          created_at?: string
          created_by?: string | null
          id?: string
          is_participating?: boolean
          liquidation_preference_multiple?: number
          name?: string
          organization_id?: string
          par_value?: number | null
          participation_cap_multiple?: number | null
          price_per_share?: number | null
          seniority?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "share_classes_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "share_classes_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      stakeholders: {
        Row: {
          created_at: string
          created_by: string | null
          email: string | null
          id: string
          name: string
          organization_id: string
          stakeholder_type: Database["public"]["Enums"]["stakeholder_type"]
          updated_at: string
          user_id: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          email?: string | null
          id?: string
          name: string
          organization_id: string
          stakeholder_type?: Database["public"]["Enums"]["stakeholder_type"]
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          email?: string | null
          id?: string
          name?: string
          organization_id?: string
          stakeholder_type?: Database["public"]["Enums"]["stakeholder_type"]
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "stakeholders_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "stakeholders_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "stakeholders_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      startup_profiles: {
        Row: {
          business_model: Database["public"]["Enums"]["business_model"] | null
          city: string | null
          country_code: string | null
          created_at: string
          description: string | null
          display_name: string
          founded_on: string | null
          is_listed: boolean
          legal_name: string | null
          linkedin_url: string | null
          organization_id: string
          sector: Database["public"]["Enums"]["organization_sector"] | null
          stage: Database["public"]["Enums"]["startup_stage"] | null
          sub_sector: string | null
          tagline: string | null
          team_size: number | null
          updated_at: string
          website: string | null
          x_url: string | null
        }
        Insert: {
          business_model?: Database["public"]["Enums"]["business_model"] | null
          city?: string | null
          country_code?: string | null
          created_at?: string
          description?: string | null
          display_name: string
          founded_on?: string | null
          is_listed?: boolean
          legal_name?: string | null
          linkedin_url?: string | null
          organization_id: string
          sector?: Database["public"]["Enums"]["organization_sector"] | null
          stage?: Database["public"]["Enums"]["startup_stage"] | null
          sub_sector?: string | null
          tagline?: string | null
          team_size?: number | null
          updated_at?: string
          website?: string | null
          x_url?: string | null
        }
        Update: {
          business_model?: Database["public"]["Enums"]["business_model"] | null
          city?: string | null
          country_code?: string | null
          created_at?: string
          description?: string | null
          display_name?: string
          founded_on?: string | null
          is_listed?: boolean
          legal_name?: string | null
          linkedin_url?: string | null
          organization_id?: string
          sector?: Database["public"]["Enums"]["organization_sector"] | null
          stage?: Database["public"]["Enums"]["startup_stage"] | null
          sub_sector?: string | null
          tagline?: string | null
          team_size?: number | null
          updated_at?: string
          website?: string | null
          x_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "startup_profiles_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: true
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      strategic_objectives: {
        Row: {
          created_at: string
          created_by: string | null
          description: string | null
          id: string
          organization_id: string
          period_id: string
          position: number
          title: string
          updated_at: string
          value_stream_id: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          organization_id: string
          period_id: string
          position?: number
          title: string
          updated_at?: string
          value_stream_id?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          organization_id?: string
          period_id?: string
          position?: number
          title?: string
          updated_at?: string
          value_stream_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "strategic_objectives_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "strategic_objectives_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "strategic_objectives_organization_id_period_id_fkey"
            columns: ["organization_id", "period_id"]
            isOneToOne: false
            referencedRelation: "strategic_period_progress"
            referencedColumns: ["organization_id", "period_id"]
          },
          {
            foreignKeyName: "strategic_objectives_organization_id_period_id_fkey"
            columns: ["organization_id", "period_id"]
            isOneToOne: false
            referencedRelation: "strategic_periods"
            referencedColumns: ["organization_id", "id"]
          },
          {
            foreignKeyName: "strategic_objectives_organization_id_value_stream_id_fkey"
            columns: ["organization_id", "value_stream_id"]
            isOneToOne: false
            referencedRelation: "value_streams"
            referencedColumns: ["organization_id", "id"]
          },
        ]
      }
      strategic_periods: {
        Row: {
          created_at: string
          created_by: string | null
          ends_on: string
          id: string
          name: string
          organization_id: string
          starts_on: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          ends_on: string
          id?: string
          name: string
          organization_id: string
          starts_on: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          ends_on?: string
          id?: string
          name?: string
          organization_id?: string
          starts_on?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "strategic_periods_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "strategic_periods_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      support_requests: {
        Row: {
          body: string
          category: Database["public"]["Enums"]["support_request_category"]
          created_at: string
          created_by: string | null
          id: string
          organization_id: string
          priority: Database["public"]["Enums"]["support_request_priority"]
          resolved_at: string | null
          status: Database["public"]["Enums"]["support_request_status"]
          subject: string
          updated_at: string
        }
        Insert: {
          body: string
          category: Database["public"]["Enums"]["support_request_category"]
          created_at?: string
          created_by?: string | null
          id?: string
          organization_id: string
          priority?: Database["public"]["Enums"]["support_request_priority"]
          resolved_at?: string | null
          status?: Database["public"]["Enums"]["support_request_status"]
          subject: string
          updated_at?: string
        }
        Update: {
          body?: string
          category?: Database["public"]["Enums"]["support_request_category"]
          created_at?: string
          created_by?: string | null
          id?: string
          organization_id?: string
          priority?: Database["public"]["Enums"]["support_request_priority"]
          resolved_at?: string | null
          status?: Database["public"]["Enums"]["support_request_status"]
          subject?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "support_requests_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "support_requests_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      team_member_product_access: {
        Row: {
          created_at: string
          enabled: boolean
          granted_by: string | null
          id: string
          organization_id: string
          product_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          enabled?: boolean
          granted_by?: string | null
          id?: string
          organization_id: string
          product_id: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          enabled?: boolean
          granted_by?: string | null
          id?: string
          organization_id?: string
          product_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "team_member_product_access_granted_by_fkey"
            columns: ["granted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "team_member_product_access_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "team_member_product_access_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "fikr_products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "team_member_product_access_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      team_member_profiles: {
        Row: {
          bio: string | null
          created_at: string
          display_order: number
          equity_role: Database["public"]["Enums"]["equity_role"] | null
          joined_on: string | null
          linkedin_url: string | null
          organization_id: string
          title: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          bio?: string | null
          created_at?: string
          display_order?: number
          equity_role?: Database["public"]["Enums"]["equity_role"] | null
          joined_on?: string | null
          linkedin_url?: string | null
          organization_id: string
          title?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          bio?: string | null
          created_at?: string
          display_order?: number
          equity_role?: Database["public"]["Enums"]["equity_role"] | null
          joined_on?: string | null
          linkedin_url?: string | null
          organization_id?: string
          title?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "team_member_profiles_membership_fkey"
            columns: ["user_id", "organization_id"]
            isOneToOne: false
            referencedRelation: "organization_members"
            referencedColumns: ["user_id", "organization_id"]
          },
        ]
      }
      translation_usage: {
        Row: {
          created_at: string
          date_bucket: string
          id: string
          language_id: string
          organization_id: string | null
          page_url: string | null
          session_id: string | null
          updated_at: string
          usage_count: number
          user_id: string | null
        }
        Insert: {
          created_at?: string
          date_bucket?: string
          id?: string
          language_id: string
          organization_id?: string | null
          page_url?: string | null
          session_id?: string | null
          updated_at?: string
          usage_count?: number
          user_id?: string | null
        }
        Update: {
          created_at?: string
          date_bucket?: string
          id?: string
          language_id?: string
          organization_id?: string | null
          page_url?: string | null
          session_id?: string | null
          updated_at?: string
          usage_count?: number
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "translation_usage_language_id_fkey"
            columns: ["language_id"]
            isOneToOne: false
            referencedRelation: "languages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_usage_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_usage_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      translation_values: {
        Row: {
          company_id: string | null
          created_at: string
          id: string
          is_approved: boolean
          key_path: string
          language_id: string
          namespace: string
          organization_id: string | null
          product_id: string | null
          updated_at: string
          value: string
        }
        Insert: {
          company_id?: string | null
          created_at?: string
          id?: string
          is_approved?: boolean
          key_path: string
          language_id: string
          namespace: string
          organization_id?: string | null
          product_id?: string | null
          updated_at?: string
          value: string
        }
        Update: {
          company_id?: string | null
          created_at?: string
          id?: string
          is_approved?: boolean
          key_path?: string
          language_id?: string
          namespace?: string
          organization_id?: string | null
          product_id?: string | null
          updated_at?: string
          value?: string
        }
        Relationships: [
          {
            foreignKeyName: "translation_values_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_values_language_id_fkey"
            columns: ["language_id"]
            isOneToOne: false
            referencedRelation: "languages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_values_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "translation_values_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "fikr_products"
            referencedColumns: ["id"]
          },
        ]
      }
      user_language_preferences: {
        Row: {
          created_at: string
          id: string
          organization_id: string | null
          primary_language_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          organization_id?: string | null
          primary_language_id: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          organization_id?: string | null
          primary_language_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_language_preferences_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_language_preferences_primary_language_id_fkey"
            columns: ["primary_language_id"]
            isOneToOne: false
            referencedRelation: "languages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_language_preferences_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      user_permissions: {
        Row: {
          action: string
          created_at: string
          expires_at: string | null
          granted: boolean
          granted_by: string | null
          id: string
          organization_id: string
          resource: string
          updated_at: string
          user_id: string
        }
        Insert: {
          action: string
          created_at?: string
          expires_at?: string | null
          granted?: boolean
          granted_by?: string | null
          id?: string
          organization_id: string
          resource: string
          updated_at?: string
          user_id: string
        }
        Update: {
          action?: string
          created_at?: string
          expires_at?: string | null
          granted?: boolean
          granted_by?: string | null
          id?: string
          organization_id?: string
          resource?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_permissions_granted_by_fkey"
            columns: ["granted_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_permissions_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_permissions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      users: {
        Row: {
          auth_id: string | null
          avatar_url: string | null
          created_at: string
          email: string | null
          enterprise_role_id: string | null
          first_name: string | null
          id: string
          is_active: boolean
          last_name: string | null
          organization_id: string | null
          updated_at: string
        }
        Insert: {
          auth_id?: string | null
          avatar_url?: string | null
          created_at?: string
          email?: string | null
          enterprise_role_id?: string | null
          first_name?: string | null
          id?: string
          is_active?: boolean
          last_name?: string | null
          organization_id?: string | null
          updated_at?: string
        }
        Update: {
          auth_id?: string | null
          avatar_url?: string | null
          created_at?: string
          email?: string | null
          enterprise_role_id?: string | null
          first_name?: string | null
          id?: string
          is_active?: boolean
          last_name?: string | null
          organization_id?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "users_enterprise_role_id_fkey"
            columns: ["enterprise_role_id"]
            isOneToOne: false
            referencedRelation: "enterprise_roles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "users_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      value_streams: {
        Row: {
          created_at: string
          created_by: string | null
          description: string | null
          id: string
          name: string
          organization_id: string
          position: number
          updated_at: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          name: string
          organization_id: string
          position?: number
          updated_at?: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          description?: string | null
          id?: string
          name?: string
          organization_id?: string
          position?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "value_streams_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "value_streams_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      vesting_terms: {
        Row: {
          cliff_length: number
          created_at: string
          created_by: string | null
          id: string
          name: string
          organization_id: string
          period_length: number
          period_unit: Database["public"]["Enums"]["vesting_period_unit"]
          total_length: number
          updated_at: string
        }
        Insert: {
          cliff_length?: number
          created_at?: string
          created_by?: string | null
          id?: string
          name: string
          organization_id: string
          period_length?: number
          period_unit?: Database["public"]["Enums"]["vesting_period_unit"]
          total_length: number
          updated_at?: string
        }
        Update: {
          cliff_length?: number
          created_at?: string
          created_by?: string | null
          id?: string
          name?: string
          organization_id?: string
          period_length?: number
          period_unit?: Database["public"]["Enums"]["vesting_period_unit"]
          total_length?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "vesting_terms_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vesting_terms_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      key_result_progress: {
        Row: {
          key_result_id: string | null
          objective_id: string | null
          organization_id: string | null
          period_id: string | null
          progress: number | null
        }
        Insert: {
          key_result_id?: string | null
          objective_id?: string | null
          organization_id?: string | null
          period_id?: string | null
          progress?: never
        }
        Update: {
          key_result_id?: string | null
          objective_id?: string | null
          organization_id?: string | null
          period_id?: string | null
          progress?: never
        }
        Relationships: [
          {
            foreignKeyName: "key_results_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "key_results_organization_id_period_id_objective_id_fkey"
            columns: ["organization_id", "period_id", "objective_id"]
            isOneToOne: false
            referencedRelation: "objective_progress"
            referencedColumns: ["organization_id", "period_id", "objective_id"]
          },
          {
            foreignKeyName: "key_results_organization_id_period_id_objective_id_fkey"
            columns: ["organization_id", "period_id", "objective_id"]
            isOneToOne: false
            referencedRelation: "objectives"
            referencedColumns: ["organization_id", "period_id", "id"]
          },
        ]
      }
      marketing_channel_months: {
        Row: {
          channel_id: string | null
          conversion: number | null
          cost_per_lead: number | null
          customers: number | null
          leads: number | null
          organization_id: string | null
          period: string | null
          spend: number | null
        }
        Relationships: [
          {
            foreignKeyName: "marketing_channels_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
      objective_progress: {
        Row: {
          key_results: number | null
          objective_id: string | null
          organization_id: string | null
          period_id: string | null
          progress: number | null
        }
        Relationships: [
          {
            foreignKeyName: "objectives_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "objectives_organization_id_period_id_fkey"
            columns: ["organization_id", "period_id"]
            isOneToOne: false
            referencedRelation: "strategic_period_progress"
            referencedColumns: ["organization_id", "period_id"]
          },
          {
            foreignKeyName: "objectives_organization_id_period_id_fkey"
            columns: ["organization_id", "period_id"]
            isOneToOne: false
            referencedRelation: "strategic_periods"
            referencedColumns: ["organization_id", "id"]
          },
        ]
      }
      strategic_period_progress: {
        Row: {
          objectives: number | null
          organization_id: string | null
          period_id: string | null
          progress: number | null
        }
        Relationships: [
          {
            foreignKeyName: "strategic_periods_organization_id_fkey"
            columns: ["organization_id"]
            isOneToOne: false
            referencedRelation: "organizations"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      accept_invitation: { Args: { p_token: string }; Returns: string }
      add_marketing_channel: {
        Args: { p_name: string; p_organization: string }
        Returns: {
          created_at: string
          id: string
          key: string
          name: string
          organization_id: string
          position: number
        }
        SetofOptions: {
          from: "*"
          to: "marketing_channels"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      analytics_summary: {
        Args: { p_from: string; p_organization_id?: string; p_to: string }
        Returns: Json
      }
      application_ranking: {
        Args: { p_round_id: string }
        Returns: {
          application_id: string
          calibrated_score: number
          rank: number
          raw_mean: number
        }[]
      }
      assessment_counterparts: {
        Args: { p_organization_id: string }
        Returns: {
          id: string
          name: string
          organization_type: string
        }[]
      }
      assessment_recipients: {
        Args: { p_organization_id: string }
        Returns: {
          id: string
          name: string
        }[]
      }
      assessment_results: {
        Args: { p_assessment_id: string }
        Returns: {
          answered: number
          name: string
          ordinal: number
          questions: number
          score: number
          section_id: string
          weight: number
        }[]
      }
      assessment_total: { Args: { p_assessment_id: string }; Returns: number }
      assign_reviewers: {
        Args: {
          p_per_application?: number
          p_reviewer_ids: string[]
          p_round_id: string
          p_sector?: Database["public"]["Enums"]["organization_sector"]
        }
        Returns: number
      }
      assign_role: {
        Args: { p_organization_id: string; p_role: string; p_user_id: string }
        Returns: {
          created_at: string
          granted_by: string | null
          id: string
          is_active: boolean
          organization_id: string
          role: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "organisation_roles"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      can_manage_access: {
        Args: { p_organization_id: string }
        Returns: boolean
      }
      cancel_assessment: {
        Args: { p_assessment_id: string }
        Returns: undefined
      }
      cap_table_fully_diluted: {
        Args: { p_as_of?: string; p_organization_id: string }
        Returns: {
          common_shares: number
          company_fully_diluted: number
          fully_diluted: number
          fully_diluted_percent: number
          options: number
          preferred_shares: number
          rsus: number
          stakeholder_id: string
          warrants: number
        }[]
      }
      cap_table_import: {
        Args: { p_organization_id: string; p_plan: Json }
        Returns: Json
      }
      cap_table_positions: {
        Args: { p_as_of?: string; p_organization_id: string }
        Returns: {
          amount_outstanding: number
          equity_plan_id: string
          holding_kind: string
          issued_on: string
          price_per_share: number
          quantity_issued: number
          quantity_outstanding: number
          security_id: string
          share_class_id: string
          stakeholder_id: string
          vesting_starts_on: string
          vesting_terms_id: string
        }[]
      }
      check_permission: {
        Args: {
          p_action: string
          p_organization_id: string
          p_resource: string
        }
        Returns: boolean
      }
      claim_jobs: {
        Args: { p_lease_seconds?: number; p_limit?: number; p_worker: string }
        Returns: {
          attempts: number
          claim_token: string | null
          completed_at: string | null
          created_at: string
          data: Json
          error: string | null
          failed_at: string | null
          id: string
          locked_by: string | null
          locked_until: string | null
          max_attempts: number
          organization_id: string | null
          priority: number
          processed_at: string | null
          result: Json | null
          run_at: string
          status: string
          type: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "background_jobs"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      cleanup_finished_jobs: {
        Args: { p_older_than_hours?: number }
        Returns: number
      }
      close_funding_round: {
        Args: { p_closed_on: string; p_round: string }
        Returns: {
          investor_id: string
          stakeholder_id: string
          transaction_id: string
        }[]
      }
      complete_job: {
        Args: { p_claim_token: string; p_id: string; p_result?: Json }
        Returns: boolean
      }
      convert_round_scenario: {
        Args: {
          p_effective_on: string
          p_equity_plan_id: string
          p_fully_diluted_before: number
          p_result: Json
          p_scenario_id: string
          p_share_class_id: string
        }
        Returns: Json
      }
      correct_metric_value: {
        Args: {
          p_key: string
          p_organization: string
          p_period: string
          p_reason: string
          p_value: number
        }
        Returns: undefined
      }
      create_invitation: {
        Args: { p_email: string; p_organization_id: string; p_role: string }
        Returns: Json
      }
      data_room_access_entries: {
        Args: { p_limit?: number; p_organization: string }
        Returns: {
          action: Database["public"]["Enums"]["data_room_access_action"]
          at: string
          document_id: string
          document_name: string
          id: string
          viewer_email: string
          viewer_name: string
          viewer_organization_id: string
          viewer_organization_name: string
        }[]
      }
      data_room_grantees: {
        Args: { p_organization: string }
        Returns: {
          expires_at: string
          granted_at: string
          name: string
          organization_id: string
          organization_type: string
        }[]
      }
      data_rooms_shared_with_me: {
        Args: never
        Returns: {
          expires_at: string
          grantee_organization_id: string
          organization_id: string
          organization_name: string
        }[]
      }
      data_share_grantee_candidates: {
        Args: { p_limit?: number; p_organization: string; p_search?: string }
        Returns: {
          city: string
          country_code: string
          id: string
          name: string
          organization_type: string
        }[]
      }
      data_share_grantees: {
        Args: { p_organization: string }
        Returns: {
          city: string
          country_code: string
          id: string
          name: string
          organization_type: string
        }[]
      }
      decide_applications: {
        Args: {
          p_application_ids: string[]
          p_cohort_id?: string
          p_decision: Database["public"]["Enums"]["application_decision"]
          p_note?: string
        }
        Returns: number
      }
      draft_assessment_template_version: {
        Args: { p_template_id: string }
        Returns: string
      }
      enqueue_notification_digests: {
        Args: { p_max_items?: number; p_min_hours?: number }
        Returns: number
      }
      fail_job: {
        Args: {
          p_claim_token: string
          p_error: string
          p_id: string
          p_permanent?: boolean
        }
        Returns: string
      }
      grant_permission: {
        Args: {
          p_action: string
          p_expires_at?: string
          p_organization_id: string
          p_resource: string
          p_user_id: string
        }
        Returns: {
          action: string
          created_at: string
          expires_at: string | null
          granted: boolean
          granted_by: string | null
          id: string
          organization_id: string
          resource: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "user_permissions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      invitation_account: { Args: { p_token: string }; Returns: Json }
      invitation_for_token: { Args: { p_token: string }; Returns: Json }
      job_queue_stats: { Args: never; Returns: Json }
      mark_conversation_read: {
        Args: { p_conversation_id: string }
        Returns: undefined
      }
      mark_notifications_read: { Args: { p_ids?: string[] }; Returns: number }
      metric_series: {
        Args: { p_from: string; p_organization: string; p_to: string }
        Returns: {
          metric_key: string
          period: string
          value: number
        }[]
      }
      metric_shares_with_me: {
        Args: never
        Returns: {
          all_metrics: boolean
          expires_at: string
          granted_at: string
          metric_keys: string[]
          organization_id: string
          organization_name: string
          period_from: string
          period_to: string
          share_id: string
        }[]
      }
      my_conversations: {
        Args: never
        Returns: {
          id: string
          last_message: string
          last_message_at: string
          last_sender_id: string
          member_ids: string[]
          organization_id: string
          title: string
          unread_count: number
        }[]
      }
      network_counterpart_candidates: {
        Args: { p_limit?: number; p_organization: string; p_search?: string }
        Returns: {
          id: string
          name: string
          organization_type: string
        }[]
      }
      network_counterparts: {
        Args: { p_organization: string }
        Returns: {
          id: string
          name: string
          organization_type: string
        }[]
      }
      open_pitch_deck_link: {
        Args: { p_token: string }
        Returns: {
          company_name: string
          expires_at: string
          signed_url: string
          title: string
        }[]
      }
      pitch_deck_grantee_candidates: {
        Args: { p_organization: string }
        Returns: {
          id: string
          name: string
          organization_type: string
        }[]
      }
      pitch_deck_grantees: {
        Args: { p_organization: string }
        Returns: {
          grantee_organization_id: string
          name: string
          organization_type: string
          share_id: string
          shared_at: string
        }[]
      }
      pitch_deck_view_log: {
        Args: { p_limit?: number; p_organization: string }
        Returns: {
          id: string
          link_label: string
          version_id: string
          version_title: string
          viewed_at: string
          viewer_name: string
          viewer_organization_name: string
        }[]
      }
      program_startups: {
        Args: { p_program_id: string }
        Returns: {
          city: string
          country_code: string
          logo_url: string
          name: string
          organization_id: string
          sector: Database["public"]["Enums"]["organization_sector"]
          stage: Database["public"]["Enums"]["startup_stage"]
          tagline: string
          website: string
        }[]
      }
      purge_expired_analytics: {
        Args: { p_retention_days?: number }
        Returns: Json
      }
      record_data_room_access: {
        Args: {
          p_action?: Database["public"]["Enums"]["data_room_access_action"]
          p_document: string
        }
        Returns: string
      }
      record_pitch_deck_view: { Args: { p_version: string }; Returns: boolean }
      remind_assessments: {
        Args: { p_assessment_ids: string[] }
        Returns: number
      }
      remind_expiring_data_room_documents: { Args: never; Returns: number }
      remind_metric_submissions: {
        Args: { p_every_days?: number }
        Returns: number
      }
      remove_custom_metric: {
        Args: { p_key: string; p_organization: string }
        Returns: number
      }
      remove_marketing_channel: { Args: { p_channel: string }; Returns: number }
      rename_marketing_channel: {
        Args: { p_channel: string; p_name: string }
        Returns: {
          created_at: string
          id: string
          key: string
          name: string
          organization_id: string
          position: number
        }
        SetofOptions: {
          from: "*"
          to: "marketing_channels"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      retry_job: { Args: { p_id: string }; Returns: boolean }
      review_completion: {
        Args: { p_round_id: string }
        Returns: {
          assigned: number
          quota: number
          reviewer_id: string
          reviewer_name: string
          submitted: number
        }[]
      }
      revoke_data_share: { Args: { p_share: string }; Returns: boolean }
      revoke_invitation: { Args: { p_id: string }; Returns: boolean }
      revoke_permission: {
        Args: {
          p_action: string
          p_organization_id: string
          p_resource: string
          p_user_id: string
        }
        Returns: {
          action: string
          created_at: string
          expires_at: string | null
          granted: boolean
          granted_by: string | null
          id: string
          organization_id: string
          resource: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "user_permissions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      route_performance_summary: {
        Args: { p_domain?: string; p_from: string; p_to: string }
        Returns: Json
      }
      send_assessment: {
        Args: {
          p_due_on: string
          p_message?: string
          p_organization_id?: string
          p_startup_ids: string[]
          p_template_id: string
        }
        Returns: string[]
      }
      set_current_pitch_deck: { Args: { p_version: string }; Returns: boolean }
      set_product_access: {
        Args: {
          p_enabled: boolean
          p_organization_id: string
          p_product_id: string
          p_user_id: string
        }
        Returns: {
          created_at: string
          enabled: boolean
          granted_by: string | null
          id: string
          organization_id: string
          product_id: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "team_member_product_access"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      share_metrics: {
        Args: {
          p_all_metrics: boolean
          p_expires_at?: string
          p_grantee: string
          p_include_documents?: boolean
          p_metric_keys?: string[]
          p_organization: string
          p_period_from?: string
          p_period_to?: string
        }
        Returns: string
      }
      shared_pitch_decks: {
        Args: never
        Returns: {
          company_name: string
          created_at: string
          file_size: number
          object_path: string
          organization_id: string
          title: string
          version_id: string
        }[]
      }
      start_conversation: {
        Args: { p_member_ids: string[]; p_title?: string }
        Returns: string
      }
      startup_scorecard: {
        Args: {
          p_kind?: Database["public"]["Enums"]["assessment_template_kind"]
          p_startup_id: string
        }
        Returns: {
          assessment_id: string
          organization_id: string
          sections: Json
          submitted_at: string
          template_id: string
          template_name: string
          template_version: number
          total: number
        }[]
      }
      submit_assessment: { Args: { p_assessment_id: string }; Returns: number }
      submit_metric_period: {
        Args: { p_organization: string; p_period: string }
        Returns: {
          created_at: string
          organization_id: string
          period: string
          status: Database["public"]["Enums"]["metric_period_status"]
          submitted_at: string | null
          submitted_by: string | null
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "metric_periods"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      system_health: { Args: never; Returns: Json }
      vested_quantity: {
        Args: { p_as_of?: string; p_security_id: string }
        Returns: number
      }
      withdraw_application: {
        Args: { p_application_id: string }
        Returns: undefined
      }
    }
    Enums: {
      acceleration_trigger: "single" | "double"
      achievement_kind:
        | "milestone"
        | "award"
        | "press"
        | "certification"
        | "partnership"
      application_decision: "advance" | "admit" | "reject"
      application_status:
        | "draft"
        | "submitted"
        | "in_review"
        | "advanced"
        | "admitted"
        | "rejected"
        | "withdrawn"
      assessment_question_kind:
        | "scale"
        | "single_choice"
        | "yes_no"
        | "number"
        | "text"
      assessment_scale: "one_to_five" | "zero_to_ten"
      assessment_status: "sent" | "in_progress" | "submitted" | "cancelled"
      assessment_template_kind: "scaleup_scorecard" | "readiness" | "custom"
      budget_category:
        | "revenue"
        | "other_income"
        | "payroll"
        | "marketing"
        | "sales"
        | "rent_and_office"
        | "software_and_cloud"
        | "professional_services"
        | "travel"
        | "taxes_and_fees"
        | "other_expenses"
      business_model:
        | "b2b"
        | "b2c"
        | "b2b2c"
        | "marketplace"
        | "saas"
        | "hardware"
        | "other"
      cap_transaction_kind:
        | "stock_issuance"
        | "equity_compensation_issuance"
        | "warrant_issuance"
        | "convertible_issuance"
        | "stock_transfer"
        | "equity_compensation_exercise"
        | "warrant_exercise"
        | "convertible_conversion"
        | "stock_cancellation"
        | "stock_repurchase"
        | "equity_compensation_cancellation"
        | "warrant_cancellation"
        | "convertible_cancellation"
        | "vesting_event"
        | "vesting_acceleration"
        | "reversal"
      cohort_startup_status: "active" | "graduated" | "withdrawn"
      convertible_type:
        | "safe_post_money"
        | "safe_pre_money"
        | "convertible_note"
      data_room_access_action: "viewed" | "downloaded"
      data_room_category:
        | "incorporation"
        | "shareholder_agreement"
        | "intellectual_property"
        | "financial"
        | "commercial"
        | "other"
      data_share_action: "granted" | "changed" | "revoked"
      epic_status: "planned" | "in_progress" | "blocked" | "done"
      equity_compensation_type: "option_iso" | "option_nso" | "rsu"
      equity_role:
        | "founder"
        | "co_founder"
        | "employee_with_equity"
        | "employee"
        | "advisor"
        | "contractor"
        | "intern"
      funding_round_instrument:
        | "priced_equity"
        | "safe_post_money"
        | "safe_pre_money"
        | "convertible_note"
      funding_round_status: "planning" | "open" | "closed" | "cancelled"
      improvement_item_status: "open" | "in_progress" | "done"
      key_result_check_in_source: "member" | "metric"
      key_result_confidence: "low" | "medium" | "high"
      key_result_unit: "number" | "percent" | "currency"
      metric_aggregation: "sum" | "last" | "average"
      metric_period_status: "draft" | "submitted"
      metric_unit: "currency" | "count" | "percent" | "months" | "ratio"
      milestone_category:
        | "product"
        | "growth"
        | "fundraising"
        | "team"
        | "operations"
        | "legal"
      milestone_status:
        | "planned"
        | "in_progress"
        | "done"
        | "at_risk"
        | "dropped"
      network_relationship_kind:
        | "investor"
        | "accelerator"
        | "program"
        | "grant"
        | "government"
        | "university"
        | "mentor"
        | "partner"
        | "customer"
        | "supplier"
        | "other"
      network_relationship_status: "prospect" | "active" | "past"
      notification_type:
        | "access_request_decided"
        | "invitation_accepted"
        | "product_access_granted"
        | "product_access_revoked"
        | "job_failed"
        | "message_received"
        | "metrics_due"
        | "data_room_document_expiring"
        | "application_decided"
        | "assessment_received"
        | "assessment_reminder"
        | "assessment_submitted"
      organization_sector:
        | "fintech"
        | "healthtech"
        | "edtech"
        | "e_commerce"
        | "logistics"
        | "agritech"
        | "cleantech"
        | "proptech"
        | "mobility"
        | "enterprise_saas"
        | "media_and_gaming"
        | "foodtech"
      program_format: "online" | "in_person" | "hybrid"
      resource_kind: "guide" | "template" | "checklist" | "video" | "tool"
      resource_topic:
        | "fundraising"
        | "legal"
        | "finance"
        | "product"
        | "marketing"
        | "hiring"
        | "operations"
      review_round_kind: "screening" | "review" | "interview" | "final"
      round_investor_stage:
        | "contacted"
        | "meeting"
        | "due_diligence"
        | "term_sheet"
        | "committed"
        | "closed"
        | "passed"
      share_class_type: "common" | "preferred"
      stakeholder_type:
        | "founder"
        | "investor"
        | "employee"
        | "advisor"
        | "other"
      startup_stage:
        | "idea"
        | "pre_seed"
        | "seed"
        | "series_a"
        | "series_b"
        | "growth"
      support_request_category:
        | "account"
        | "billing"
        | "technical"
        | "metrics"
        | "data_room"
        | "other"
      support_request_priority: "low" | "normal" | "high" | "urgent"
      support_request_status:
        | "open"
        | "in_progress"
        | "waiting_on_customer"
        | "resolved"
        | "closed"
      vesting_period_unit: "days" | "months"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      acceleration_trigger: ["single", "double"],
      achievement_kind: [
        "milestone",
        "award",
        "press",
        "certification",
        "partnership",
      ],
      application_decision: ["advance", "admit", "reject"],
      application_status: [
        "draft",
        "submitted",
        "in_review",
        "advanced",
        "admitted",
        "rejected",
        "withdrawn",
      ],
      assessment_question_kind: [
        "scale",
        "single_choice",
        "yes_no",
        "number",
        "text",
      ],
      assessment_scale: ["one_to_five", "zero_to_ten"],
      assessment_status: ["sent", "in_progress", "submitted", "cancelled"],
      assessment_template_kind: ["scaleup_scorecard", "readiness", "custom"],
      budget_category: [
        "revenue",
        "other_income",
        "payroll",
        "marketing",
        "sales",
        "rent_and_office",
        "software_and_cloud",
        "professional_services",
        "travel",
        "taxes_and_fees",
        "other_expenses",
      ],
      business_model: [
        "b2b",
        "b2c",
        "b2b2c",
        "marketplace",
        "saas",
        "hardware",
        "other",
      ],
      cap_transaction_kind: [
        "stock_issuance",
        "equity_compensation_issuance",
        "warrant_issuance",
        "convertible_issuance",
        "stock_transfer",
        "equity_compensation_exercise",
        "warrant_exercise",
        "convertible_conversion",
        "stock_cancellation",
        "stock_repurchase",
        "equity_compensation_cancellation",
        "warrant_cancellation",
        "convertible_cancellation",
        "vesting_event",
        "vesting_acceleration",
        "reversal",
      ],
      cohort_startup_status: ["active", "graduated", "withdrawn"],
      convertible_type: [
        "safe_post_money",
        "safe_pre_money",
        "convertible_note",
      ],
      data_room_access_action: ["viewed", "downloaded"],
      data_room_category: [
        "incorporation",
        "shareholder_agreement",
        "intellectual_property",
        "financial",
        "commercial",
        "other",
      ],
      data_share_action: ["granted", "changed", "revoked"],
      epic_status: ["planned", "in_progress", "blocked", "done"],
      equity_compensation_type: ["option_iso", "option_nso", "rsu"],
      equity_role: [
        "founder",
        "co_founder",
        "employee_with_equity",
        "employee",
        "advisor",
        "contractor",
        "intern",
      ],
      funding_round_instrument: [
        "priced_equity",
        "safe_post_money",
        "safe_pre_money",
        "convertible_note",
      ],
      funding_round_status: ["planning", "open", "closed", "cancelled"],
      improvement_item_status: ["open", "in_progress", "done"],
      key_result_check_in_source: ["member", "metric"],
      key_result_confidence: ["low", "medium", "high"],
      key_result_unit: ["number", "percent", "currency"],
      metric_aggregation: ["sum", "last", "average"],
      metric_period_status: ["draft", "submitted"],
      metric_unit: ["currency", "count", "percent", "months", "ratio"],
      milestone_category: [
        "product",
        "growth",
        "fundraising",
        "team",
        "operations",
        "legal",
      ],
      milestone_status: [
        "planned",
        "in_progress",
        "done",
        "at_risk",
        "dropped",
      ],
      network_relationship_kind: [
        "investor",
        "accelerator",
        "program",
        "grant",
        "government",
        "university",
        "mentor",
        "partner",
        "customer",
        "supplier",
        "other",
      ],
      network_relationship_status: ["prospect", "active", "past"],
      notification_type: [
        "access_request_decided",
        "invitation_accepted",
        "product_access_granted",
        "product_access_revoked",
        "job_failed",
        "message_received",
        "metrics_due",
        "data_room_document_expiring",
        "application_decided",
        "assessment_received",
        "assessment_reminder",
        "assessment_submitted",
      ],
      organization_sector: [
        "fintech",
        "healthtech",
        "edtech",
        "e_commerce",
        "logistics",
        "agritech",
        "cleantech",
        "proptech",
        "mobility",
        "enterprise_saas",
        "media_and_gaming",
        "foodtech",
      ],
      program_format: ["online", "in_person", "hybrid"],
      resource_kind: ["guide", "template", "checklist", "video", "tool"],
      resource_topic: [
        "fundraising",
        "legal",
        "finance",
        "product",
        "marketing",
        "hiring",
        "operations",
      ],
      review_round_kind: ["screening", "review", "interview", "final"],
      round_investor_stage: [
        "contacted",
        "meeting",
        "due_diligence",
        "term_sheet",
        "committed",
        "closed",
        "passed",
      ],
      share_class_type: ["common", "preferred"],
      stakeholder_type: ["founder", "investor", "employee", "advisor", "other"],
      startup_stage: [
        "idea",
        "pre_seed",
        "seed",
        "series_a",
        "series_b",
        "growth",
      ],
      support_request_category: [
        "account",
        "billing",
        "technical",
        "metrics",
        "data_room",
        "other",
      ],
      support_request_priority: ["low", "normal", "high", "urgent"],
      support_request_status: [
        "open",
        "in_progress",
        "waiting_on_customer",
        "resolved",
        "closed",
      ],
      vesting_period_unit: ["days", "months"],
    },
  },
} as const
